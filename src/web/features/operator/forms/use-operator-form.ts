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
}

/** The first message of each field, as the operator forms show them beside their fields. */
function messagesOf(errors: FieldErrors): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [name, error] of Object.entries(errors)) {
    if (typeof error?.message === 'string') found[name] = error.message;
  }
  return found;
}

/** Checks the typed values with the schema (as the server will) and says why not, by field. */
function schemaResolver<Values extends FieldValues, Schema extends z.ZodType, Typed>({
  schema,
  toInput,
  reword,
}: OperatorFormOptions<Values, Schema, Typed>): Resolver<Values, unknown, z.output<Schema>> {
  return (values) => {
    const parsed = schema.safeParse(toInput ? toInput(values) : values);
    const errors = parsed.success ? {} : issueMessages(parsed.error);
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
    for (const [name, message] of Object.entries(fieldErrorsOf(error))) {
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
