/** The schema's sentence under a control, linked to it by id. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} dir="auto" className="text-[13px] font-medium text-danger-600">
      {message}
    </p>
  );
}
