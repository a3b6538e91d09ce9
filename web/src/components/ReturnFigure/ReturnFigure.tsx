import { readsAsLoss } from './return-figure';
import './ReturnFigure.css';

/** A formatted return, in the loss colour when it reads negative; gains keep the text colour. */
export function ReturnFigure({ text }: { text: string }) {
  return readsAsLoss(text) ? <span className="return-figure--loss">{text}</span> : text;
}
