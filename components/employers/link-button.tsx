import Link from "next/link";
import type { ComponentProps } from "react";
import { cn } from "@/components/ui/cn";

const VARIANTS = {
  primary: "bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-600",
  secondary: "bg-white text-slate-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50",
} as const;

/** A link that looks like the UI kit's Button (navigation stays a link for the browser). */
export function LinkButton({ variant = "primary", className, ...props }: ComponentProps<typeof Link> & { variant?: keyof typeof VARIANTS }) {
  return (
    <Link
      className={cn(
        "inline-flex items-center justify-center gap-2 rounded-md px-3.5 py-2 text-sm font-medium shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2",
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}
