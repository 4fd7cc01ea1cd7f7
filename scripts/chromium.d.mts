export function chromiumPath(): string;
export function hasChromium(): boolean;
export const chromiumArgs: string[];
