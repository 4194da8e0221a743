/*
 * Examples of the reseller API's successful answers for its OpenAPI document: real answers of a
 * test key against the sandbox, printed by `CAPTURE_EXAMPLES=1 npx jest api/test/reseller-test-mode.test.ts`
 * (that test also checks each against its schema and against the live answer of the same call:
 * the same fields, of the same types). A data purchase (tm-data) shows the purchase answers.
 */
export const RESELLER_EXAMPLES = {
  "balance": {
    "message": "Successful",
    "data": {
      "balance": 20000,
      "currency": "NGN",
      "mode": "test"
    }
  },
  "services": {
    "message": "Successful",
    "data": [
      {
        "kind": "airtime",
        "package_id": 1,
        "title": "MTN",
        "key": "mtn",
        "available": true,
        "verify": "none",
        "discount": 2
      },
      {
        "kind": "data",
        "package_id": 5,
        "title": "MTN",
        "key": "mtn-data",
        "available": true,
        "verify": "none",
        "plans": [
          {
            "variation_code": "mtn-100mb-1d",
            "title": "100MB - 1 Day",
            "amount": 100
          },
          {
            "variation_code": "mtn-500mb-30d",
            "title": "500MB - 30 Days",
            "amount": 130
          },
          {
            "variation_code": "mtn-1gb-30d",
            "title": "1GB - 30 Days",
            "amount": 260
          },
          {
            "variation_code": "mtn-2gb-30d",
            "title": "2GB - 30 Days",
            "amount": 520
          },
          {
            "variation_code": "mtn-3gb-30d",
            "title": "3GB - 30 Days",
            "amount": 780
          },
          {
            "variation_code": "mtn-5gb-30d",
            "title": "5GB - 30 Days",
            "amount": 1300
          },
          {
            "variation_code": "mtn-10gb-30d",
            "title": "10GB - 30 Days",
            "amount": 2600
          }
        ]
      }
    ]
  },
  "verify": {
    "message": "Successful",
    "data": {
      "content": {
        "Customer_Name": "TEST CUSTOMER 1567",
        "Address": "1 Sandbox Close, Ikeja, Lagos",
        "Meter_Number": "11111111567",
        "Meter_Type": "PREPAID",
        "Minimum_Amount": 500
      }
    }
  },
  "delivered": {
    "message": "Transaction successful",
    "data": {
      "request_id": "tm-data",
      "mode": "test",
      "amount": 260,
      "status": "confirmed",
      "id": 2,
      "tx_ref": "202606100900b2eb859e4433",
      "plan": "MTN 1GB - 30 Days",
      "card_no": null,
      "token": null,
      "response": "TRANSACTION SUCCESSFUL",
      "created_at": "2026-06-10T08:00:00.000Z",
      "updated_at": "2026-06-10T08:00:00.000Z",
      "description": "MTN 1GB - 30 Days to 08031234567",
      "direction": "debit",
      "category": {
        "title": "Data",
        "type": "data",
        "image": "/media/services/data.svg"
      },
      "subcategory": {
        "title": "MTN",
        "image": "/media/networks/mtn.svg"
      }
    }
  },
  "pending": {
    "message": "Your transaction is processing. Check your transaction history for the final status.",
    "data": {
      "request_id": "tm-pending",
      "mode": "test",
      "amount": 98,
      "status": "pending",
      "id": 6,
      "tx_ref": "20260610090063e1f5c355db",
      "plan": "MTN airtime ₦100.00",
      "card_no": null,
      "token": null,
      "response": null,
      "created_at": "2026-06-10T08:00:00.000Z",
      "updated_at": "2026-06-10T08:00:00.000Z",
      "description": "MTN airtime of ₦100.00 to 08031234999",
      "direction": "debit",
      "category": {
        "title": "Airtime",
        "type": "airtime",
        "image": "/media/services/airtime.svg"
      },
      "subcategory": {
        "title": "MTN",
        "image": "/media/networks/mtn.svg"
      }
    }
  },
  "requery": {
    "message": "Transaction successful",
    "data": {
      "request_id": "tm-data",
      "mode": "test",
      "amount": 260,
      "status": "confirmed",
      "id": 2,
      "tx_ref": "202606100900b2eb859e4433",
      "plan": "MTN 1GB - 30 Days",
      "card_no": null,
      "token": null,
      "response": "TRANSACTION SUCCESSFUL",
      "created_at": "2026-06-10T08:00:00.000Z",
      "updated_at": "2026-06-10T08:00:00.000Z",
      "description": "MTN 1GB - 30 Days to 08031234567",
      "direction": "debit",
      "category": {
        "title": "Data",
        "type": "data",
        "image": "/media/services/data.svg"
      },
      "subcategory": {
        "title": "MTN",
        "image": "/media/networks/mtn.svg"
      }
    }
  },
  "callback": {
    "event_id": "f3401248-4247-42c0-9b07-9f7f3be1edbf",
    "event": "purchase.delivered",
    "created_at": "2026-06-10T08:05:00.000Z",
    "data": {
      "request_id": "tm-data",
      "mode": "test",
      "id": 2,
      "tx_ref": "202606100900b2eb859e4433",
      "plan": "MTN 1GB - 30 Days",
      "amount": 260,
      "card_no": null,
      "token": null,
      "status": "confirmed",
      "response": "TRANSACTION SUCCESSFUL",
      "created_at": "2026-06-10T08:00:00.000Z",
      "updated_at": "2026-06-10T08:00:00.000Z",
      "description": "MTN 1GB - 30 Days to 08031234567",
      "direction": "debit",
      "category": {
        "type": "data",
        "image": "/media/services/data.svg",
        "title": "Data"
      },
      "subcategory": {
        "image": "/media/networks/mtn.svg",
        "title": "MTN"
      }
    }
  },
  "transactions": {
    "message": "Successful",
    "data": {
      "page": 1,
      "page_size": 100,
      "total": 6,
      "results": [
        {
          "request_id": "tm-data",
          "mode": "test",
          "amount": 260,
          "id": 2,
          "tx_ref": "202606100900b2eb859e4433",
          "plan": "MTN 1GB - 30 Days",
          "card_no": null,
          "token": null,
          "status": "confirmed",
          "response": "TRANSACTION SUCCESSFUL",
          "created_at": "2026-06-10T08:00:00.000Z",
          "updated_at": "2026-06-10T08:00:00.000Z",
          "description": "MTN 1GB - 30 Days to 08031234567",
          "direction": "debit",
          "category": {
            "title": "Data",
            "type": "data",
            "image": "/media/services/data.svg"
          },
          "subcategory": {
            "title": "MTN",
            "image": "/media/networks/mtn.svg"
          }
        }
      ]
    }
  }
};
