import Link from "next/link";
import type { ComponentProps } from "react";
import { buttonClasses, type ButtonVariant } from "./button";

/** A navigation link that looks like a Button (same sizes and variants); navigation stays a link for the browser. */
export function LinkButton({
  variant = "secondary",
  size = "md",
  className,
  ...props
}: ComponentProps<typeof Link> & { variant?: ButtonVariant; size?: "sm" | "md" }) {
  return <Link className={buttonClasses(variant, size, className)} {...props} />;
}
