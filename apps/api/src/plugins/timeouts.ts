/**
 * Socket timeouts of the HTTP server, so a slow or stalled client cannot hold a connection open:
 * - `requestTimeout` (REQUEST_TIMEOUT_MS, 30 s): the whole request, headers and body, must arrive in time;
 *   a client dribbling its body a byte at a time gets a 408 and its socket closed. Headers share that
 *   budget (Node requires headersTimeout <= requestTimeout).
 * - `keepAliveTimeout` 72 s: an idle keep-alive connection must outlive the load balancer's idle timeout
 *   (60 s on AWS ALB and most others), so the balancer, not this server, closes it: otherwise the balancer
 *   may send a request down a socket this server is closing, and the customer gets a 502.
 * - `connectionTimeout` 90 s: a socket with no traffic at all while a request is in progress (a client that
 *   stopped reading its response) is destroyed.
 * - `connectionsCheckingInterval`: how often Node looks for expired requests; its 30 s default would let a
 *   30 s request live up to a minute.
 */
export function httpTimeouts(requestTimeoutMs: number) {
  return {
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: 72_000,
    connectionTimeout: 90_000,
    http: { requestTimeout: requestTimeoutMs, headersTimeout: requestTimeoutMs, connectionsCheckingInterval: Math.min(Math.ceil(requestTimeoutMs / 2), 5000) },
  };
}
