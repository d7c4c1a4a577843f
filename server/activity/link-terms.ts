/**
 * An entry's link as a term of SQLite's link index (migration 022): the entity, a colon and the
 * id's UTF-8 bytes in hex, so any id's text makes one token of the index's tokenizer.
 */
export function linkTerm(entity: string, entityId: string): string {
  return `${entity}:${Buffer.from(entityId, 'utf8').toString('hex')}`;
}

/** An entry's links as the one document the index keeps for it. */
export function linkTerms(links: readonly { entity: string; entity_id: string }[]): string {
  return links.map((link) => linkTerm(link.entity, link.entity_id)).join(' ');
}

/** The FTS5 query for one record's entries: the term as a phrase (hex and entity: no quote). */
export function linkQuery(entity: string, entityId: string): string {
  return `"${linkTerm(entity, entityId)}"`;
}
