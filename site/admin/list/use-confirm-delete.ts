import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';

interface ConfirmDeleteOptions<T> {
  mutation: UseMutationResult<unknown, Error, number>;
  idOf: (item: T) => number;
  onDeleted: (item: T) => void;
  onFailed: (error: Error, item: T) => void;
}

/**
 * Which item waits for a delete confirmation, and the delete itself. The dialog closes when the
 * delete ends either way; while it runs, the dialog stays open and busy.
 */
export const useConfirmDelete = <T>({ mutation, idOf, onDeleted, onFailed }: ConfirmDeleteOptions<T>) => {
  const [target, setTarget] = useState<T | null>(null);
  const confirm = () => {
    if (target === null) return;
    const item = target;
    mutation.mutate(idOf(item), {
      onSuccess: () => onDeleted(item),
      onError: (error) => onFailed(error, item),
      onSettled: () => setTarget(null),
    });
  };
  return {
    target,
    ask: (item: T) => setTarget(item),
    /** Spread onto ConfirmDialog. */
    dialog: {
      open: target !== null,
      onOpenChange: (open: boolean) => {
        if (!open) setTarget(null);
      },
      busy: mutation.isPending,
      onConfirm: confirm,
    },
  };
};
