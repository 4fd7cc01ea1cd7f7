// The frame of a business screen: its menu title, anything beside it (a count, tabs), then the content.
import type { ReactNode } from 'react';
import './table.css';


export interface ScreenFrameProps {
  /** The contract Screen name, written as `data-screen` for hosts and tests. */
  screen: string;
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}

export function ScreenFrame({ screen, title, extra, children }: ScreenFrameProps) {
  return (
    <section className="backroom-list-screen" data-screen={screen}>
      {(title || extra) && (
        <div className="backroom-list-screen-head">
          {title && <h2 className="backroom-screen-title">{title}</h2>}
          {extra}
        </div>
      )}
      {children}
    </section>
  );
}
