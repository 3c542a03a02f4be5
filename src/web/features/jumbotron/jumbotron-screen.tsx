import { useEffect } from 'react';
import { keepTrying } from '../../lib/keep-trying';
import { useCompetition } from '../competition/api/get-competition';
import { useJumbotronScreen } from './api/jumbotron';
import { JumbotronDisplay } from './jumbotron-display';
import classes from './jumbotron.module.css';

/**
 * /jumbotron: the big screen, full window, letterboxed to 16:9. It follows
 * the controller live and, since the server holds the scene, resumes it after
 * a reload or a lost connection. Until the first answer it stays black, and
 * it keeps asking (nobody is at a display to reload it).
 */
export function JumbotronScreen() {
  const competition = useCompetition(keepTrying).data;
  useEffect(() => {
    // A display never scrolls; the page's own scrollbars would show at the edge.
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = before;
    };
  }, []);
  return (
    <div className={classes.screen}>
      {competition && (
        <LiveDisplay competitionId={competition.id} primaryColor={competition.primaryColor} />
      )}
    </div>
  );
}

function LiveDisplay({
  competitionId,
  primaryColor,
}: {
  competitionId: string;
  primaryColor: string;
}) {
  const view = useJumbotronScreen(competitionId, keepTrying).data;
  // While a refetch fails the last picture stays up: a screen never shows an error.
  return view ? (
    <JumbotronDisplay view={view} primaryColor={primaryColor} label="Jumbotron" />
  ) : null;
}
