// react-toastify and its styles, in a chunk of their own: loaded with the first toast (toasts.ts).
import 'react-toastify/dist/ReactToastify.css';

export { ToastContainer, toast } from 'react-toastify';
