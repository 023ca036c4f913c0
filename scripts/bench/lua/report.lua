-- Prints wrk's summary as one JSON line (read by scripts/bench/wrk.ts): requests, duration,
-- errors by kind (connect, read, write, HTTP status >= 400, time-outs) and latency percentiles
-- in microseconds.
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'BENCH_RESULT {"requests":%d,"durationUs":%d,"connect":%d,"read":%d,"write":%d,' ..
    '"status":%d,"timeout":%d,"p50Us":%d,"p99Us":%d,"maxUs":%d}\n',
    summary.requests, summary.duration, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(99), latency.max))
end
