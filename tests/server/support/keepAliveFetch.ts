/**
 * fetch that sends a request again when the socket it reused was closed by the server before
 * any answer (ECONNRESET): Node's HTTP server closes idle keep-alive sockets after 5 seconds,
 * and on a busy machine a test can pick such a socket at the moment it closes. The request
 * never reached a route, so sending it again is not a second request.
 */
export async function keepAliveFetch(input: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (error) {
    const code = ((error as { cause?: { code?: string } }).cause ?? {}).code;
    if (code !== 'ECONNRESET' && code !== 'UND_ERR_SOCKET') throw error;
    return fetch(input, init);
  }
}
