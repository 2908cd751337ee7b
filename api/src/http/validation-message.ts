// Turns Ajv's validation errors (as Fastify reports them) into one message a person can act on:
// "body/session_type must NOT have fewer than 1 characters" becomes "session_type is required",
// with the field named separately so a form can put the message beside the right input.
import type { FastifySchemaValidationError } from 'fastify';

export interface FieldMessage {
  message: string;
  field?: string;
}

const WHERE: Record<string, string> = {
  body: 'Request body',
  querystring: 'Query string',
  params: 'URL parameters',
  headers: 'Request headers',
};

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function typeName(type: unknown): string {
  const names = (Array.isArray(type) ? type : [type]).map(String).filter((t) => t !== 'null');
  const phrase = names.map(article).join(' or ');
  return Array.isArray(type) && type.includes('null') ? `${phrase} or null` : phrase;
}

/** "/sets/0/reps" -> "sets[0].reps"; "" -> "". */
export function fieldPath(instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((acc, part) => (/^\d+$/.test(part) ? `${acc}[${part}]` : acc === '' ? part : `${acc}.${part}`), '');
}

function join(parent: string, child: string): string {
  return parent === '' ? child : `${parent}.${child}`;
}

export function describeValidationError(error: FastifySchemaValidationError, context: string): FieldMessage {
  const params = error.params as Record<string, unknown>;
  let field = fieldPath(error.instancePath);
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
    field = join(field, params.missingProperty);
    return { message: `${field} is required`, field };
  }
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    field = join(field, params.additionalProperty);
    return { message: `${field} is not an accepted field`, field };
  }
  const subject = field === '' ? (WHERE[context] ?? 'Request') : field;
  const limit = params.limit;
  const message = ((): string => {
    switch (error.keyword) {
      case 'type':
        return `${subject} must be ${field === '' && context === 'body' && params.type === 'object' ? 'a JSON object' : typeName(params.type)}`;
      case 'minLength':
        return limit === 1 ? `${subject} is required` : `${subject} must be at least ${String(limit)} characters`;
      case 'maxLength':
        return `${subject} must be at most ${String(limit)} characters`;
      case 'minimum':
        return `${subject} must be at least ${String(limit)}`;
      case 'maximum':
        return `${subject} must be at most ${String(limit)}`;
      case 'exclusiveMinimum':
        return `${subject} must be greater than ${String(limit)}`;
      case 'exclusiveMaximum':
        return `${subject} must be less than ${String(limit)}`;
      case 'multipleOf':
        return `${subject} must be a multiple of ${String(params.multipleOf)}`;
      case 'enum':
        return `${subject} must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}`;
      case 'const':
        return `${subject} must be ${String(params.allowedValue)}`;
      case 'format':
        return `${subject} must be a valid ${String(params.format)}`;
      case 'pattern':
        return `${subject} is not in the expected format`;
      case 'minItems':
        return `${subject} must have at least ${String(limit)} items`;
      case 'maxItems':
        return `${subject} must have at most ${String(limit)} items`;
      default:
        // Keywords without a phrase of their own keep Ajv's wording, prefixed with the field.
        return `${subject} ${error.message ?? 'is invalid'}`;
    }
  })();
  return field === '' ? { message } : { message, field };
}
