// The embedded default content source: mf-content's own content server (content-server/), which
// speaks Storyblok's Content Delivery API v2. Used when no Storyblok token is configured.

export const LOCAL_CONTENT_SERVER_PORT = 3006;
export const LOCAL_CONTENT_ENDPOINT = `http://localhost:${LOCAL_CONTENT_SERVER_PORT}/v2`;

// Not secrets: they only guard a local server that serves the repo's own content files. They keep
// the public/preview split of Storyblok so that a bundle built for the public cannot read drafts.
export const LOCAL_PUBLIC_TOKEN = 'local-public-token';
export const LOCAL_PREVIEW_TOKEN = 'local-preview-token';
