"use client";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { useForm, useWatch, type FieldPath, type Resolver } from "react-hook-form";
import { ApiError } from "@/lib/client/api";
import { useSaveEmployer } from "@/lib/client/employers";
import { errorMessage } from "@/lib/client/error-message";
import { applyProblemToForm, fieldProblemResolver, fieldProblemText } from "@/lib/client/field-problem";
import { useI18n } from "@/lib/i18n/client";
import { createEmployerSchema, type CreateEmployerInput, type EmployerView } from "@/lib/validation/employer";
import { emptyEmployerValues, employerToFormValues, formValuesToPayload, pointerToFieldName, type EmployerFormValues } from "../form-model";

export type EmployerFormProps =
  /** onCreated/onCancel: the form inside another screen's dialog (the contract wizard), which keeps its own state */
  | { mode: "create"; organizationId: string; onCreated?: (employer: EmployerView) => void; onCancel?: () => void }
  | { mode: "edit"; organizationId: string; employer: EmployerView };

/** The API's schema as the form's resolver, each problem worded by its code; a half-typed patron day says what is missing. */
function useEmployerResolver(organizationId: string) {
  const { t, locale } = useI18n();
  const patronIncomplete = t.employers.form.patronIncomplete;
  return useMemo<Resolver<EmployerFormValues, unknown, CreateEmployerInput>>(() => {
    const validate = fieldProblemResolver<EmployerFormValues, CreateEmployerInput>(createEmployerSchema, { t, locale }, (values) =>
      formValuesToPayload(values, organizationId),
    );
    return async (values, context, options) => {
      const result = await validate(values, context, options);
      const patron = values.patronSaintDay;
      // the payload's fields carry the form's names (personalInfo.*, businessDetails.*)
      if (result.errors.patronSaintDay && patron.length > 0 && (patron.startsWith("-") || patron.endsWith("-"))) {
        result.errors.patronSaintDay = { type: "custom", message: patronIncomplete };
      }
      return result;
    };
  }, [t, locale, organizationId, patronIncomplete]);
}

/**
 * The employer form's state: the form, its submission (create or update), the form-level error and
 * the duplicate tax id the API refused (409 duplicate_tax_id), with "create anyway".
 */
export function useEmployerForm(props: EmployerFormProps) {
  const { t, locale } = useI18n();
  const e = t.employers;
  const router = useRouter();
  const employer = props.mode === "edit" ? props.employer : null;
  const form = useForm<EmployerFormValues, unknown, CreateEmployerInput>({
    resolver: useEmployerResolver(props.organizationId),
    defaultValues: employer ? employerToFormValues(employer) : emptyEmployerValues(),
    mode: "onTouched",
  });
  const type = useWatch({ control: form.control, name: "type" });
  const [formError, setFormError] = useState<string | null>(null);
  // 409 duplicate_tax_id: the employer that already has this codice fiscale / partita IVA
  const [duplicateOf, setDuplicateOf] = useState<string | null>(null);
  const [lastPayload, setLastPayload] = useState<CreateEmployerInput | null>(null);

  const mutation = useSaveEmployer({
    onSuccess: (saved) => {
      if (props.mode === "create" && props.onCreated) {
        props.onCreated(saved);
        return;
      }
      router.push(`/employers/${saved.id}`);
      router.refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === "duplicate_tax_id" && typeof error.body.existingEmployerId === "string") {
        setDuplicateOf(error.body.existingEmployerId);
        setFormError(null);
        return;
      }
      if (!(error instanceof ApiError) || error.status !== 422 || error.errors.length === 0) {
        setFormError(errorMessage(error, t));
        return;
      }
      let focused = false;
      const unplaced = applyProblemToForm(error.errors, {
        fieldOf: (segments) => pointerToFieldName(segments, type) as FieldPath<EmployerFormValues> | null,
        text: (problem) => (problem.code === "unknown_field" ? e.form.unknownField : fieldProblemText(problem, t, locale)),
        setError: (field, message) => {
          form.setError(field, { type: "server", message }, { shouldFocus: !focused });
          focused = true;
        },
      });
      setFormError(unplaced.length > 0 ? `${e.form.fixErrors} ${unplaced.join(" ")}` : e.form.fixErrors);
    },
  });

  const save = (payload: CreateEmployerInput) => {
    if (!employer) {
      mutation.mutate({ kind: "create", payload });
      return;
    }
    const { type: _type, organizationId: _org, ...changes } = payload;
    mutation.mutate({ kind: "update", id: employer.id, changes });
  };

  const onSubmit = form.handleSubmit(
    (parsed) => {
      setFormError(null);
      setDuplicateOf(null);
      setLastPayload(parsed);
      save(parsed);
    },
    () => setFormError(e.form.fixErrors),
  );

  const createAnyway = () => {
    if (!lastPayload) return;
    setDuplicateOf(null);
    save({ ...lastPayload, allowDuplicate: true });
  };

  return { form, type, employer, formError, duplicateOf, onSubmit, createAnyway, saving: mutation.isPending || form.formState.isSubmitting };
}
