import { useCallback, useState } from 'react';
import { Button, ErrorState, Field, Naira, Skeleton, useApiData } from '@topup/ui';
import { useCatalogueApi, type ShopProductRow } from './api';
import { SimpleTable } from '../common/SimpleTable';
import { useAction } from '../common/useAction';

/** Shop products: price, discount and stock (admin). */
export function ProductsEditor() {
  const api = useCatalogueApi();
  const products = useApiData(useCallback(() => api.products(), [api]));
  const action = useAction(products.status === 'ready' ? products.reload : undefined);
  if (products.status === 'loading') return <Skeleton lines={4} label="Loading products" />;
  if (products.status === 'failed') return <ErrorState message="Products could not be loaded." onRetry={products.retry} />;
  return (
    <section aria-labelledby="products-title">
      <h2 id="products-title">Shop products</h2>
      <SimpleTable
        label="Shop products"
        columns={['Product', 'Price', 'Discount', 'Stock', 'Change']}
        rows={products.data}
        rowKey={(p) => p.id}
        cells={(p) => <ProductCells product={p} action={action} />}
      />
    </section>
  );
}

function ProductCells({ product, action }: { product: ShopProductRow; action: ReturnType<typeof useAction> }) {
  const api = useCatalogueApi();
  const [stock, setStock] = useState(String(product.stock));
  const [amount, setAmount] = useState(String(product.amount));
  const [discount, setDiscount] = useState(String(product.discount));
  return (
    <>
      <td>
        {product.title}
        <br />
        <small>{product.category}</small>
      </td>
      <td><Naira amount={product.amount} /></td>
      <td>{product.discount}%</td>
      <td>{product.stock}</td>
      <td className="admin-inline">
        <Field label={`Price of ${product.title} (₦)`} type="number" step="0.01" value={amount} onChange={(e) => setAmount(e.target.value)} />
        <Field label={`Discount of ${product.title} (%)`} type="number" step="0.01" min={0} max={99.99} value={discount} onChange={(e) => setDiscount(e.target.value)} />
        <Field label={`Stock of ${product.title}`} type="number" step="1" min={0} value={stock} onChange={(e) => setStock(e.target.value)} />
        <Button
          variant="secondary"
          busy={action.busy === `product-${product.id}`}
          onClick={() => void action.run(`product-${product.id}`, () => api.updateProduct(product.id, { amount: Number(amount), discount: Number(discount), stock: Number(stock) }))}
        >
          Save {product.title}
        </Button>
      </td>
    </>
  );
}
