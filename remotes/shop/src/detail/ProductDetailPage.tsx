import { useCallback, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { useApi } from '@topup/api-client/react';
import type { ShopProductDetail, Transaction } from '@topup/api-client';
import { MESSAGES, PHONE_MAX_LENGTH, UI_MESSAGES, formatNaira, isValidPhone, shopOrderPayable, validateOrder } from '@topup/rules';
import { AmountField, Button, ConfirmDialog, Field, Loaded, TextAreaField, useApiData, useFieldErrors, useMoneySubmission } from '@topup/ui';
import { OrderPlaced } from './OrderPlaced';
import '../shop.css';

/** validateOrder's message -> the field it is about (wire names, as the server's field errors). */
function orderField(message: string): string {
  return message === MESSAGES.order.phoneRequired || message === MESSAGES.phone.invalid ? 'phone_number' : 'quantity';
}

function OrderForm({ product }: { product: ShopProductDetail }) {
  const api = useApi();
  const [quantity, setQuantity] = useState('1');
  const [address, setAddress] = useState('');
  const [phone, setPhone] = useState('');
  const [placed, setPlaced] = useState<{ order: Transaction; message: string } | null>(null);

  const qty = Number(quantity);
  const validQty = Number.isInteger(qty) && qty >= 1 && qty <= product.stock;
  const payable = validQty ? shopOrderPayable(qty, product.amount, product.discount) : 0;
  const order = useMoneySubmission({
    send: (money) =>
      api.createOrder(
        { product_id: product.id, quantity: qty, amount: payable, phone: phone.trim(), phone_number: phone.trim(), address: address.trim() },
        money,
      ),
    details: { quantity, address, phone },
    // The catalogue's price and discount (the server charges its own).
    summary: () => {
      const full = Math.round(qty * product.amount * 100) / 100;
      return {
        lines: [
          { label: 'Product', value: `${product.title} × ${qty}` },
          { label: 'Deliver to', value: address.trim() },
          { label: 'Phone number', value: phone.trim() },
        ],
        amount: payable,
        ...(full > payable ? { adjustment: { label: UI_MESSAGES.paymentSheet.discount(product.discount), amount: -Math.round((full - payable) * 100) / 100 } } : {}),
      };
    },
    onDone: (result) => setPlaced({ order: result.data as Transaction, message: result.message }),
    onFailed: () => fields.focusFirstInvalid(),
  });
  const errors = order.errors;
  const fields = useFieldErrors({ values: { quantity, address, phone_number: phone }, errors, setErrors: order.setErrors });
  const phoneError = errors.phone_number ?? (phone.trim() !== '' && !isValidPhone(phone.trim()) ? MESSAGES.phone.invalid : null);
  const ready = validQty && address.trim() !== '' && phone.trim() !== '' && product.stock > 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateOrder({ phone: phone.trim(), amount: payable, quantity });
    if (problem) {
      fields.refuse({ [orderField(problem)]: problem });
      return;
    }
    order.setErrors({});
    order.ask();
  };

  if (placed) return <OrderPlaced order={placed.order} message={placed.message} />;

  return (
    <>
    <form className="tu-card" ref={fields.formRef} onSubmit={onSubmit} noValidate aria-label="Order">
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
      <AmountField label="Amount" readOnly value={validQty ? payable : null} error={errors.amount} />
      <p className="shop-discount">{product.discount > 0 ? UI_MESSAGES.shop.discount(product.discount) : UI_MESSAGES.shop.noDiscount}</p>
      <TextAreaField
        label="Delivery address"
        id="delivery-address"
        textareaClassName="shop-address"
        autoComplete="street-address"
        value={address}
        error={errors.address}
        onChange={(event) => setAddress(event.target.value)}
      />
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
    </form>
    {/* Outside the order form: the PIN step is a form of its own, and forms do not nest. */}
    <ConfirmDialog open={order.confirming} onConfirm={() => void order.confirm()} onCancel={order.cancel} pin={order.pinStep} sheet={order.sheet} />
    </>
  );
}

/** /dashboard/shop/product-detail/:id: the product and its order form. */
export function ProductDetailPage() {
  const api = useApi();
  const { id = '' } = useParams();
  const product = useApiData(useCallback(() => api.getProductDetail(id), [api, id]));
  return (
    <div className="shop-page">
      <Loaded state={product} lines={5} loading="Loading product" failed={UI_MESSAGES.shop.loadFailed}>
        {(data) => (
          <article className="shop-detail" aria-labelledby="product-title">
            <img src={data.image} alt={data.title} width={320} height={320} />
            <div>
              <h2 id="product-title">{data.title}</h2>
              <p>{data.description}</p>
              <p className="shop-detail__price">{formatNaira(data.amount)} each</p>
              <OrderForm product={data} />
            </div>
          </article>
        )}
      </Loaded>
    </div>
  );
}
