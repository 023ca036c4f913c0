import lighthouse from 'lighthouse';
const { lhr } = await lighthouse(process.argv[3], { port: Number(process.argv[2]), output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
console.log('CLS', lhr.audits['cumulative-layout-shift'].numericValue, 'LCP', lhr.audits['largest-contentful-paint'].numericValue);
for (const item of lhr.audits['layout-shifts']?.details?.items ?? []) console.log(item.score?.toFixed(3), item.node?.snippet?.slice(0, 120), item.node?.selector, JSON.stringify(item.subItems?.items?.map(s=>s.cause?.type ?? s.extra?.value)));
const lcpEl = lhr.audits['largest-contentful-paint-element']?.details?.items;
console.log(JSON.stringify(lcpEl?.[0]?.items?.[0]?.node?.snippet), JSON.stringify(lcpEl?.[1]?.items));
