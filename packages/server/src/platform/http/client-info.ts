import type { FastifyRequest } from 'fastify';

/** A short browser label for login logs and the online-users screen. */
export function browserOf(req: FastifyRequest): string {
  const ua = req.headers['user-agent'] ?? '';
  const found = [/Edg\/([\d]+)/, /Chrome\/([\d]+)/, /Firefox\/([\d]+)/, /Version\/([\d]+).*Safari/]
    .map((re, i) => ({ m: ua.match(re), name: ['Edge', 'Chrome', 'Firefox', 'Safari'][i] }))
    .find((x) => x.m);
  if (found?.m) return `${found.name} ${found.m[1]}`;
  return ua ? ua.slice(0, 60) : '未知';
}
