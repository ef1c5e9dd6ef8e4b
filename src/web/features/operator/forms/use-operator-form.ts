import { useId } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrorsOf, issueMessages } from '../operator-ui.tsx';

/** What an operator form is checked with: the server's own schema, on what was typed. */
export interface OperatorFormOptions<
  Values extends FieldValues,
  Schema extends z.ZodType,
  Typed = Values,
> {
  defaults: Values;
  schema: Schema;
  /**
   * The request the typed words stand for, when they are not it already (dollars read as
   * cents, an ID trimmed): the fields are named as the schema names them, so its refusals land
   * beside them.
   */
  toInput?: (values: Values) => Typed;
  /** The form's own words for a refusal, where the schema's would not help the operator. */
  reword?: (errors: Record<string, string>, values: Values) => void;
  /**
   * The field a refusal at `path` stands beside (by default the path's first name; a list's
   * field is named with dots, `entries.0.payerId`), for the schema's and the server's refusals.
   */
  fieldOf?: (path: string) => string;
}

/** The message of each field, keyed by its name (a list's fields with dots). */
function messagesOf(errors: object, prefix = '', found: Record<string, string> = {}) {
  for (const [name, error] of Object.entries(errors) as [string, unknown][]) {
    if (!error || typeof error !== 'object' || name === 'ref') continue;
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string') found[`${prefix}${name}`] = message;
    else messagesOf(error, `${prefix}${name}.`, found);
  }
  return found;
}

/** The first message of each field a schema refused, keyed by the field it stands beside. */
function schemaMessages(issues: readonly z.core.$ZodIssue[], fieldOf?: (path: string) => string) {
  if (!fieldOf) return issueMessages({ issues });
  const found: Record<string, string> = {};
  for (const issue of issues) found[fieldOf(issue.path.map(String).join('.'))] ??= issue.message;
  return found;
}

/** Checks the typed values with the schema (as the server will) and says why not, by field. */
function schemaResolver<Values extends FieldValues, Schema extends z.ZodType, Typed>({
  schema,
  toInput,
  reword,
  fieldOf,
}: OperatorFormOptions<Values, Schema, Typed>): Resolver<Values, unknown, z.output<Schema>> {
  return (values) => {
    const parsed = schema.safeParse(toInput ? toInput(values) : values);
    const errors = parsed.success ? {} : schemaMessages(parsed.error.issues, fieldOf);
    reword?.(errors, values);
    if (parsed.success && Object.keys(errors).length === 0) {
      return { values: parsed.data as z.output<Schema>, errors: {} };
    }
    const fieldErrors = Object.fromEntries(
      Object.entries(errors).map(([name, message]) => [name, { type: 'schema', message }]),
    );
    return { values: {}, errors: fieldErrors as FieldErrors<Values> };
  };
}

/**
 * The one form style of the console: react-hook-form holding what was typed, checked on submit
 * with the schema the server uses. Errors change only when the form is sent again (never while
 * typing, and focus stays where it is), as the operator reads them against what she typed.
 * `errors` is keyed by field name; `field(name)` gives an input its registration and its error;
 * a refusal from the server is shown beside its fields with `showServerErrors`.
 */
export function useOperatorForm<
  Values extends FieldValues,
  Schema extends z.ZodType,
  Typed = Values,
>(options: OperatorFormOptions<Values, Schema, Typed>) {
  const formId = useId();
  const form = useForm<Values, unknown, z.output<Schema>>({
    defaultValues: options.defaults as DefaultValues<Values>,
    resolver: schemaResolver(options),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const errors = messagesOf(form.formState.errors);

  /** Puts a refusal's field words beside the fields, as the form's own check does. */
  const showServerErrors = (error: unknown) => {
    const fields: Record<string, string> = {};
    for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
      const name = options.fieldOf ? options.fieldOf(path) : path;
      // A refusal no field shows (`form`) gathers every such message; a field shows its first.
      if (name === 'form' && fields.form) fields.form = `${fields.form} ${message}`;
      else fields[name] ??= message;
    }
    for (const [name, message] of Object.entries(fields)) {
      form.setError(name as Path<Values>, { type: 'server', message });
    }
  };

  const field = (name: Path<Values>) => ({
    formId,
    name,
    errors,
    registration: form.register(name),
  });

  /**
   * Sends what was typed once the schema accepts it: `send` gets the request as typed (what the
   * server is sent, and parses itself) and as the schema read it.
   */
  const submit = (send: (typed: Typed, parsed: z.output<Schema>) => void) =>
    form.handleSubmit((parsed) => {
      const values = form.getValues();
      send((options.toInput ? options.toInput(values) : values) as Typed, parsed);
    });

  return { ...form, formId, errors, showServerErrors, field, submit };
}
