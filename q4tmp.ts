import { traceSearch } from './lib/queens';
for (let n = 4; n <= 11; n++) {
  const d = traceSearch(n, 'dfs', { keep: false }), b = traceSearch(n, 'bfs', { keep: false, maxNodes: 5e6 });
  console.log(n, d.stats.generated, d.stats.maxFrontier, b.stats.generated, b.stats.maxFrontier, b.stats.ms.toFixed(0));
}
