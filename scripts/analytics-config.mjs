// The analytics hosts of one deployment (spec §7, §9): a tag script and a server-side tracking container,
// each with a production and a staging variant, and an analytics id that production alone uses. Read from
// the environment at start-up; a wrong or missing value stops the start naming it, so a production site
// never runs with the staging id or without its container.
//
//   ANALYTICS_ENVIRONMENT                    production | staging (default staging)
//   ANALYTICS_TAG_URL_PRODUCTION / _STAGING  the tag script (https://www.googletagmanager.com/gtag/js)
//   ANALYTICS_SERVER_CONTAINER_URL_PRODUCTION / _STAGING   the server container's origin
//   ANALYTICS_MEASUREMENT_ID_PRODUCTION      production's id (G-...): required in production
//   ANALYTICS_MEASUREMENT_ID                 the id of every other environment
//   ANALYTICS_COLLECT_PATH                   the site path the tag's requests go to (default /metrics)
//
// The tag sends its hits to {site}{collect path}/.../collect; the shell's static server rewrites them to
// the container without the collect suffix (serve-static.mjs, `collectProxy`).

const ENVIRONMENTS = ['production', 'staging'];
const RETIRED = {
  ANALYTICS_TAG_URL: 'ANALYTICS_TAG_URL_PRODUCTION / ANALYTICS_TAG_URL_STAGING',
  ANALYTICS_SERVER_CONTAINER_URL: 'ANALYTICS_SERVER_CONTAINER_URL_PRODUCTION / ANALYTICS_SERVER_CONTAINER_URL_STAGING',
};

function value(env, key) {
  const raw = env[key];
  return raw === undefined || raw.trim() === '' ? null : raw.trim();
}

function isHttpUrl(text) {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The active variant: { environment, tagScriptUrl, serverContainerUrl, measurementId, collectPath }.
 * Throws one error naming every missing or wrong variable.
 */
export function resolveAnalytics(env = process.env) {
  const problems = [];
  for (const [key, replacement] of Object.entries(RETIRED))
    if (value(env, key) !== null) problems.push(`${key} is replaced by ${replacement}`);

  const environment = value(env, 'ANALYTICS_ENVIRONMENT') ?? 'staging';
  if (!ENVIRONMENTS.includes(environment))
    problems.push(`ANALYTICS_ENVIRONMENT must be production or staging, got "${environment}"`);
  const suffix = environment === 'production' ? 'PRODUCTION' : 'STAGING';

  const urls = {};
  for (const [name, key] of [
    ['tagScriptUrl', `ANALYTICS_TAG_URL_${suffix}`],
    ['serverContainerUrl', `ANALYTICS_SERVER_CONTAINER_URL_${suffix}`],
  ]) {
    urls[name] = value(env, key);
    if (urls[name] !== null && !isHttpUrl(urls[name])) problems.push(`${key} must be an http(s) URL`);
    if (urls[name] === null && environment === 'production') problems.push(`${key} is required in production`);
  }

  const productionId = value(env, 'ANALYTICS_MEASUREMENT_ID_PRODUCTION');
  const otherId = value(env, 'ANALYTICS_MEASUREMENT_ID');
  for (const [key, id] of [
    ['ANALYTICS_MEASUREMENT_ID_PRODUCTION', productionId],
    ['ANALYTICS_MEASUREMENT_ID', otherId],
  ])
    if (id !== null && !/^[A-Za-z0-9-]+$/.test(id)) problems.push(`${key} must be letters, digits and dashes`);
  if (environment === 'production') {
    if (productionId === null) problems.push('ANALYTICS_MEASUREMENT_ID_PRODUCTION is required in production');
    else if (productionId === otherId)
      problems.push(
        'ANALYTICS_MEASUREMENT_ID_PRODUCTION must differ from ANALYTICS_MEASUREMENT_ID (production has its own id)',
      );
  }

  const collectPath = value(env, 'ANALYTICS_COLLECT_PATH') ?? '/metrics';
  if (!/^\/[a-z0-9-]+$/i.test(collectPath))
    problems.push('ANALYTICS_COLLECT_PATH must be one path segment such as /metrics');

  if (problems.length > 0) throw new Error(`analytics configuration: ${problems.join('; ')}`);
  return {
    environment,
    tagScriptUrl: urls.tagScriptUrl,
    serverContainerUrl: urls.serverContainerUrl,
    measurementId: environment === 'production' ? productionId : otherId,
    collectPath,
  };
}

/** The tag's collect path on the shell's host and the server container it goes to (its origin). */
export function collectProxyOf(runtimeFiles) {
  const analytics = runtimeFiles['/config.json'] ? JSON.parse(runtimeFiles['/config.json']).analytics : null;
  if (!analytics?.collectPath) return null;
  return {
    path: analytics.collectPath,
    target: analytics.serverContainerUrl ? new URL(analytics.serverContainerUrl).origin : null,
  };
}
