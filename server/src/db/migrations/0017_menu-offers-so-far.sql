-- Before offers were recorded, every owner had been offered the one module menu entry so far (the
-- files module's data library): it got the item or already held the page. Recorded, so an owner that
-- removed it does not get it back.
INSERT INTO menu_page_offers (owner_id, page_key) SELECT id, 'project-data-library' FROM owners ON CONFLICT DO NOTHING;
