/**
 * /lobby is public unless guest mode is disabled. Guest mode is on for this product;
 * flipping this makes /lobby need a token like any protected route.
 */
export const GUEST_MODE_ENABLED = true;
