-- The signed-in mix: each connection's requests cycle through reading the cart, a write (adding to
-- the cart, or a favourite where the server has no add-to-cart yet) and reading the inbox, as
-- one of the shoppers signed up before the load. Arguments: the users file ("uid token" a line),
-- the write ("cart" or "favourite") and the item or stylist it names.
local users = {}
local write, target
local counter = 0

function init(args)
  for line in io.lines(args[1]) do
    local uid, token = line:match("^(%S+) (%S+)$")
    if uid then users[#users + 1] = { uid = uid, token = token } end
  end
  write, target = args[2], args[3]
  counter = math.random(0, 3 * #users)
end

function request()
  counter = counter + 1
  local user = users[math.floor(counter / 3) % #users + 1]
  local base = "/gateway/proxy/user/" .. user.uid
  local headers = { ["token"] = user.token }
  local step = counter % 3
  if step == 0 then
    return wrk.format("GET", base .. "/cart", headers)
  elseif step == 1 then
    local path = write == "cart" and (base .. "/cart/" .. target) or (base .. "/favourites/" .. target)
    return wrk.format("POST", path, headers, "")
  end
  return wrk.format("GET", base .. "/inbox", headers)
end
