import './ui.css';

export { Field, type FieldProps } from './Field';
export { Select, type SelectProps, type SelectOption } from './Select';
export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { Modal, type ModalProps } from './Modal';
export { Badge } from './Badge';
export { Table, type Column, type TableProps } from './Table';
export { Skeleton } from './Skeleton';
export { Naira } from './Naira';
export { ErrorState, EmptyState, ComingSoon, type EmptyStateProps } from './States';
export type { IllustrationName } from './illustrations';
export { Card } from './Card';
export { ProviderLogo } from './ProviderLogo';
export { useLoad, useApiData, type LoadState } from './useLoad';
export { useMoneySubmission, type MoneySubmission, type MoneySubmissionOptions } from './useMoneySubmission';
export { AmountField, type AmountFieldProps } from './AmountField';
export { useMediaQuery, DESKTOP } from './useMediaQuery';
