-- The goods an order sold (a vending or cooler order sells one kind of goods): what the business report groups by.
ALTER TABLE orders ADD COLUMN goods_name text NOT NULL DEFAULT '';
