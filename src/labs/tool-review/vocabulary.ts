/**
 * The words the design rules read in names: tool names split into words, and the verb classes that
 * tell a read from a write. Heuristics by nature: each list is small, named and tested, and a rule that
 * uses one says in its message which word it saw, so a learner can tell a false alarm at a glance.
 */

/** `createOrder`, `create_order`, `create-order`, `orders.create` → ['create', 'order']-style words. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

/** Verbs that add something each time they run: a retry after a timeout adds it twice. */
export const ADDITIVE_VERBS: ReadonlySet<string> = new Set([
  'create',
  'add',
  'insert',
  'send',
  'post',
  'submit',
  'pay',
  'charge',
  'refund',
  'transfer',
  'book',
  'place',
  'publish',
  'upload',
  'append',
  'enqueue',
  'start',
  'trigger',
  'issue',
  'open',
  'file',
  'register',
  'schedule',
  'invite',
  'import',
  'clone',
  'copy',
  'deploy',
  'launch',
  'order',
  'new',
  'email',
  'notify',
  'comment',
  'reply',
]);

/** Verbs that remove or overwrite. */
export const DESTRUCTIVE_VERBS: ReadonlySet<string> = new Set([
  'delete',
  'remove',
  'purge',
  'drop',
  'destroy',
  'wipe',
  'erase',
  'cancel',
  'revoke',
  'terminate',
  'kill',
  'reset',
  'truncate',
  'overwrite',
  'disable',
  'uninstall',
  'evict',
  'rollback',
  'clear',
  'void',
]);

/** Verbs that change state in place. */
export const MUTATING_VERBS: ReadonlySet<string> = new Set([
  'update',
  'set',
  'edit',
  'modify',
  'patch',
  'put',
  'rename',
  'move',
  'reschedule',
  'change',
  'assign',
  'close',
  'merge',
  'restart',
  'scale',
  'approve',
  'reject',
  'archive',
  'lock',
  'unlock',
  'enable',
  'write',
  'save',
  'sync',
  'apply',
  'grant',
  'run',
  'execute',
  'exec',
  'rotate',
  'resolve',
  'reopen',
]);

/** Verbs that return a possibly long list of things. */
export const LISTING_VERBS: ReadonlySet<string> = new Set([
  'list',
  'search',
  'find',
  'query',
  'tail',
  'export',
  'scan',
  'browse',
  'dump',
  'grep',
  'filter',
  'read',
]);

/** Words that turn one tool into several behind a switch. */
export const MULTIPLEX_PREFIXES: ReadonlySet<string> = new Set([
  'manage',
  'admin',
  'administer',
  'crud',
  'handle',
  'do',
  'perform',
]);

/** Property names that select an operation rather than describe data. */
export const ACTION_PARAMS: ReadonlySet<string> = new Set([
  'action',
  'op',
  'operation',
  'command',
  'cmd',
  'verb',
  'method',
  'actiontype',
  'operationtype',
]);

/** Every verb above: an enum made of these is a list of operations. */
export function isVerb(word: string): boolean {
  const w = word.toLowerCase();
  return (
    ADDITIVE_VERBS.has(w) ||
    DESTRUCTIVE_VERBS.has(w) ||
    MUTATING_VERBS.has(w) ||
    LISTING_VERBS.has(w) ||
    w === 'get'
  );
}

export type VerbClass = 'additive' | 'destructive' | 'mutating' | 'listing' | 'other';

/** The class of a tool name's first word. */
export function verbClass(name: string): { verb: string; cls: VerbClass } {
  const verb = nameWords(name)[0] ?? '';
  if (DESTRUCTIVE_VERBS.has(verb)) return { verb, cls: 'destructive' };
  if (ADDITIVE_VERBS.has(verb)) return { verb, cls: 'additive' };
  if (MUTATING_VERBS.has(verb)) return { verb, cls: 'mutating' };
  if (LISTING_VERBS.has(verb)) return { verb, cls: 'listing' };
  return { verb, cls: 'other' };
}

/** Parameters that let the server recognise a retry: an idempotency key by any of its usual names. */
export const IDEMPOTENCY_PARAM =
  /idempot|dedup|^request_?id$|^client_?(token|request_?id)$|^operation_?id$|^nonce$/i;

/** Count-like parameters that decide how much comes back. */
export const LIMIT_PARAM =
  /^(limit|max_?results|max_?items|max_?rows|page_?size|per_?page|top_?k|top_?n|num_?results|max|count|size|k|n)$/i;

/** Identifier parameters: `id`, `order_id`, `orderId`, `event_ids`, `uuid`. */
export const ID_PARAM = /(^|_)ids?$|[a-z]Ids?$|^uuid$/;

/** Parameters that name one of a few options; free text there invites guessing. */
export const CHOICE_PARAM =
  /^(status|state|type|kind|category|sort|sort_?by|order_?by|direction|unit|units|level|severity|priority|region|env|environment|format|currency|country|lang|language|mode)$/i;
