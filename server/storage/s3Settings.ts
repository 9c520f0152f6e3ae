/**
 * STORAGE_URL=s3://bucket/prefix and the usual AWS variables: AWS_ENDPOINT_URL_S3 (or
 * AWS_ENDPOINT_URL) for a store other than AWS (R2, MinIO), AWS_REGION (or AWS_DEFAULT_REGION),
 * and credentials as the AWS SDK finds them (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a
 * profile, an instance role). S3_FORCE_PATH_STYLE=true|false overrides the addressing style.
 */
export interface S3Settings {
  bucket: string;
  /** Key prefix, empty or ending in '/'. */
  prefix: string;
  /** A custom endpoint (R2, MinIO, a local server); undefined = AWS S3. */
  endpoint?: string;
  region: string;
  /** bucket in the path (endpoint/bucket/key) rather than the host name. */
  forcePathStyle: boolean;
  /** Only for tests; otherwise the SDK's own credential chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** null for no STORAGE_URL (the local folder); throws with the reason on a malformed one. */
export function parseStorageUrl(env: NodeJS.ProcessEnv): S3Settings | null {
  const value = env.STORAGE_URL?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`STORAGE_URL must look like s3://bucket/prefix; got "${value}".`);
  }
  if (url.protocol !== 's3:' || !url.hostname)
    throw new Error(`STORAGE_URL must look like s3://bucket/prefix; got "${value}".`);
  const path = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  const endpoint = env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || undefined;
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim().toLowerCase();
  if (pathStyle && pathStyle !== 'true' && pathStyle !== 'false')
    throw new Error(`S3_FORCE_PATH_STYLE must be true or false; got "${env.S3_FORCE_PATH_STYLE}".`);
  return {
    bucket: url.hostname,
    prefix: path ? `${path}/` : '',
    endpoint,
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
    // Stores other than AWS mostly want the bucket in the path; AWS wants it in the host.
    forcePathStyle: pathStyle ? pathStyle === 'true' : endpoint !== undefined,
  };
}

/**
 * MEDIA_BASE_URL: an http(s) address files are public under (a public bucket, a CDN), ending
 * in '/'; null when unset.
 */
export function parseMediaBaseUrl(value: string | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`MEDIA_BASE_URL must be an absolute http(s) address; got "${text}".`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash)
    throw new Error(
      `MEDIA_BASE_URL must be an http(s) address without query or fragment; got "${text}".`,
    );
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}
