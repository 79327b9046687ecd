import type { CompressedSize } from './bytes';
import type { CheckoutResults } from './checkout';
import type { DashboardResults } from './dashboard';
import type { LighthouseScores } from './lighthouse';
import type { LoadResult } from './load';
import type { machine } from './machine';
import type { FirstPaintResults } from './first-paint';
import type { PersonalResults } from './personal';
import type { ProcessesResults } from './processes';
import type { SearchResults } from './search';
import type { ScaleRow } from './scenarios';

/** What one `npm run bench` measured: written to bench/results.json and docs/performance.md. */
export interface BenchResults {
  date: string;
  machine: ReturnType<typeof machine>;
  database: string;
  rendering: {
    connections: number;
    seconds: number;
    static: LoadResult & { bytes: number };
    pages: (LoadResult & { path: string; lang: string; bytes: number; ratioToStatic: number })[];
    /** The 1-minute load average before and after the pages were measured. */
    load?: [number, number];
  };
  api: (LoadResult & { name: string })[];
  /** Cart → pay later checkouts, on PGlite and (with DATABASE_URL) PostgreSQL. */
  checkout?: CheckoutResults;
  /** The dashboard's queries at 100 000 orders on PostgreSQL, and a page's first render after an edit. */
  dashboard?: DashboardResults;
  /** One process vs WEB_CONCURRENCY=2 on PostgreSQL: a cached page and a logged-in page. */
  processes?: ProcessesResults;
  /** The search page at 10 000 services, each language and a misspelt word (issue 28). */
  search?: SearchResults;
  /** The same on PostgreSQL (BENCH_POSTGRES_URL), with BENCH_POSTGRES_WEB_CONCURRENCY web processes. */
  searchPostgres?: SearchResults;
  /** The blog post against a static file, the catalogue anonymous and logged in at 10 k products. */
  personal?: PersonalResults;
  /** Lighthouse mobile LCP with its breakdown on the key pages in fr and ar. */
  paint?: FirstPaintResults;
  bytes: {
    pages: { path: string; js: CompressedSize; css: CompressedSize }[];
    routeChunks: Record<string, CompressedSize>;
    /** gzip bytes `/` loads before it is interactive, from the build's manifest (the budget test's). */
    homeFirstLoadJs?: number;
  };
  lighthouse: (LighthouseScores & { path: string; lang: string; formFactor: string; runs: string[] })[];
  scaleSize?: { services: number; notifications: number };
  scale: ScaleRow[];
  notes: string[];
}
