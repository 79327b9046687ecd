import { index, route, type RouteConfig } from '@react-router/dev/routes';

// Every page answers unprefixed (detected language) and under /fr, /en, /ar (spec §2, §9).
export default [
  route(':lang?', 'routes/frame.tsx', [index('routes/home.tsx'), route('*', 'routes/not-found.tsx')]),
] satisfies RouteConfig;
