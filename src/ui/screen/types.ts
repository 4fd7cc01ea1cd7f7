/**
 * What the shell hands every screen of its registry (spec §2: components named by the server's menus load on
 * demand): the page's full path with its query, the menu title, and navigation.
 */
export interface ScreenProps {
  /** The page's full path, query included. */
  path: string;
  /** The menu title of the route (English under locale en when the menu has one). */
  title: string;
  /** The shell's navigation: announced by a cancelable `backroom-navigate`. */
  navigate(path: string): void;
}
