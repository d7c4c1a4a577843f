import type { FastifyReply } from 'fastify';

/** Adds a header name to Vary, keeping what is there. */
export function addVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('vary');
  const names = (typeof current === 'string' ? current : '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (!names.some((part) => part.toLowerCase() === name.toLowerCase())) names.push(name);
  reply.header('vary', names.join(', '));
}
