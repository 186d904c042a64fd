import type { ComponentPropsWithRef } from 'react';

interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant: 'primary' | 'secondary' | 'quiet';
  size?: 'small' | 'large';
}

/** The page's one button look; a plain button unless `type` says otherwise, so none submits by accident. */
export const Button = ({ variant, size, className = '', ...props }: ButtonProps) => (
  <button
    type="button"
    {...props}
    className={`button button--${variant} ${size ? `button--${size}` : ''} ${className}`.trim()}
  />
);
