import { cva } from 'class-variance-authority';

/**
 * The badge's classes, apart from the component: the shell's status line and navigation use them
 * with plain `clsx`, so the entry bundle carries no tailwind-merge (see `Badge` for the merging form).
 */
export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-brand-purple text-white',
        accent: 'border-transparent bg-brand-green text-brand-purple',
        secondary: 'border-transparent bg-brand-purple-100 text-brand-purple',
        success: 'border-transparent bg-brand-green-100 text-success',
        warning: 'border-transparent bg-warning-background text-warning',
        destructive: 'border-transparent bg-destructive text-destructive-foreground',
        outline: 'text-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);
