import { cva } from 'class-variance-authority';

/**
 * The button's classes, apart from the component: the panels the shell shows (a screen that failed)
 * style a plain `<button>` with them, so the entry bundle carries neither tailwind-merge nor Radix Slot.
 */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-brand-purple text-white hover:bg-brand-purple-700',
        accent: 'bg-brand-green text-brand-purple hover:bg-brand-green/85',
        outline: 'border bg-card hover:bg-muted',
        secondary: 'bg-brand-purple-100 text-brand-purple hover:bg-brand-purple-100/70',
        ghost: 'hover:bg-muted',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
        link: 'text-brand-purple underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 px-4 py-2',
        sm: 'h-9 px-3',
        lg: 'h-11 px-6',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);
