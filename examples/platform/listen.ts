/**
 * Where `npm start` listens. Loopback by default: a developer's demo shop (fault switches, outbox)
 * is no service for the network. In a container set HOST=0.0.0.0 (and publish the port) so that
 * the container's network can reach it.
 */
export function listenOptions(env: NodeJS.ProcessEnv = process.env): { hostname: string; port: number } {
  return { hostname: env.HOST?.trim() || '127.0.0.1', port: Number(env.PORT) || 3000 };
}
