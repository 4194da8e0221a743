import { useCallback, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths, useToast } from '@topup/platform';
import { useApi } from '@topup/api-client/react';
import type { ShopProductDetail, Transaction } from '@topup/api-client';
import { MESSAGES, PHONE_MAX_LENGTH, UI_MESSAGES, formatNaira, isValidPhone, shopOrderPayable, validateOrder } from '@topup/rules';
import { Button, ConfirmDialog, ErrorState, Field, Skeleton, useApiData, useMoneySubmission } from '@topup/ui';
import '../shop.css';

function OrderForm({ product }: { product: ShopProductDetail }) {
  const api = useApi();
  const toast = useToast();
  const [quantity, setQuantity] = useState('1');
  const [address, setAddress] = useState('');
  const [phone, setPhone] = useState('');
  const [placed, setPlaced] = useState<Transaction | null>(null);

  const qty = Number(quantity);
  const validQty = Number.isInteger(qty) && qty >= 1 && qty <= product.stock;
  const payable = validQty ? shopOrderPayable(qty, product.amount, product.discount) : 0;
  const order = useMoneySubmission({
    send: (idempotencyKey) =>
      api.createOrder(
        { product_id: product.id, quantity: qty, amount: payable, phone: phone.trim(), phone_number: phone.trim(), address: address.trim() },
        { idempotencyKey },
      ),
    onDone: (result) => setPlaced(result.data as Transaction),
  });
  const errors = order.errors;
  const phoneError = errors.phone_number ?? (phone.trim() !== '' && !isValidPhone(phone.trim()) ? MESSAGES.phone.invalid : null);
  const ready = validQty && address.trim() !== '' && phone.trim() !== '' && product.stock > 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateOrder({ phone: phone.trim(), amount: payable, quantity });
    if (problem) {
      toast.error(problem);
      return;
    }
    order.ask();
  };

  if (placed) {
    return (
      <section className="tu-card" aria-labelledby="order-placed-title" role="status">
        <h2 id="order-placed-title">{UI_MESSAGES.shop.orderPlacedTitle}</h2>
        <p>
          {placed.plan}, {formatNaira(placed.amount)}: {placed.tx_ref}
        </p>
        <Link className="tu-button tu-button--primary" to={paths.receipt(placed.id)}>
          {UI_MESSAGES.shop.viewReceipt}
        </Link>
      </section>
    );
  }

  return (
    <form className="tu-card" onSubmit={onSubmit} noValidate aria-label="Order">
      <Field
        label="Quantity"
        type="number"
        inputMode="numeric"
        min={1}
        max={product.stock}
        step={1}
        value={quantity}
        hint={UI_MESSAGES.shop.inStock(product.stock)}
        error={errors.quantity}
        onChange={(event) => setQuantity(event.target.value)}
      />
      <Field label="Amount" readOnly value={validQty ? formatNaira(payable) : ''} />
      {product.discount > 0 && <p className="shop-discount">{UI_MESSAGES.shop.discount(product.discount)}</p>}
      <div className="tu-field">
        <label className="tu-field__label" htmlFor="delivery-address">Delivery address</label>
        <textarea
          id="delivery-address"
          value={address}
          aria-invalid={errors.address ? true : undefined}
          aria-describedby={errors.address ? 'delivery-address-error' : undefined}
          onChange={(event) => setAddress(event.target.value)}
        />
        {errors.address && <p id="delivery-address-error" className="tu-field__error">{errors.address}</p>}
      </div>
      <Field
        label="Phone number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={PHONE_MAX_LENGTH}
        value={phone}
        error={phoneError}
        onChange={(event) => setPhone(event.target.value)}
      />
      <Button type="submit" busy={order.busy} disabled={!ready}>
        Confirm Purchase
      </Button>
      <ConfirmDialog open={order.confirming} onConfirm={order.confirm} onCancel={order.cancel} />
    </form>
  );
}

/** /dashboard/shop/product-detail/:id: the product and its order form. */
export function ProductDetailPage() {
  const api = useApi();
  const { id = '' } = useParams();
  const product = useApiData(useCallback(() => api.getProductDetail(id), [api, id]));
  return (
    <div className="shop-page">
      {product.status === 'loading' && <Skeleton lines={5} label="Loading product" />}
      {product.status === 'failed' && <ErrorState message={UI_MESSAGES.shop.loadFailed} onRetry={product.retry} />}
      {product.status === 'ready' && (
        <article className="shop-detail" aria-labelledby="product-title">
          <img src={product.data.image} alt={product.data.title} width={320} height={320} />
          <div>
            <h2 id="product-title">{product.data.title}</h2>
            <p>{product.data.description}</p>
            <p className="shop-tile__price">{formatNaira(product.data.amount)} each</p>
            <OrderForm product={product.data} />
          </div>
        </article>
      )}
    </div>
  );
}
