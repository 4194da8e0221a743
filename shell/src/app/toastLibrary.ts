// react-toastify and its styles, in a chunk of their own: loaded with the first toast (toasts.ts).
// The unstyled entry: the default one carries its stylesheet again as a JS string it injects
// (2.8 KB brotli), while the stylesheet below is already loaded as CSS. hostRuntime.ts hands
// remotes this same module.
import 'react-toastify/dist/ReactToastify.css';

export { ToastContainer, toast } from 'react-toastify/unstyled';
