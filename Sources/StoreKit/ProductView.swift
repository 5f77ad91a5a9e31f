import Vellum

/// A view that sells one product, as StoreKit's `ProductView` (iOS 17). A preview loads no
/// product, so it is drawn as iOS draws it while the product loads: the placeholder icon
/// (the automatic one, a rounded square in the secondary system fill, unless the file gives
/// its own) beside the name and description redacted to grey bars. The purchase button
/// appears only once a product has loaded, so it is not drawn.
nonisolated public struct ProductView<Icon: View, PlaceholderIcon: View>: View {
  let placeholderIcon: PlaceholderIcon

  public init(
    id productID: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon,
    @ViewBuilder placeholderIcon: () -> PlaceholderIcon
  ) {
    self.placeholderIcon = placeholderIcon()
  }

  public var body: some View {
    HStack(spacing: 12) {
      placeholderIcon
      VStack(alignment: .leading, spacing: 4) {
        Text(verbatim: "Product name").font(.headline)
        Text(verbatim: "A description of the product").font(.subheadline)
      }
      .redacted(reason: .placeholder)
      Spacer(minLength: 0)
    }
  }
}

extension ProductView where Icon == EmptyView, PlaceholderIcon == AutomaticProductPlaceholderIcon {
  public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false) {
    self.init(id: productID, icon: { EmptyView() }, placeholderIcon: { AutomaticProductPlaceholderIcon() })
  }
}

extension ProductView where PlaceholderIcon == AutomaticProductPlaceholderIcon {
  public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) {
    self.init(id: productID, icon: icon, placeholderIcon: { AutomaticProductPlaceholderIcon() })
  }
}

extension ProductView where PlaceholderIcon == EmptyView {
  /// A product already loaded (none can be, in a preview).
  public init(_ product: Product, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) {
    self.init(id: product.id, icon: icon, placeholderIcon: { EmptyView() })
  }
}

extension ProductView where Icon == EmptyView, PlaceholderIcon == EmptyView {
  public init(_ product: Product, prefersPromotionalIcon: Bool = false) {
    self.init(id: product.id, icon: { EmptyView() }, placeholderIcon: { EmptyView() })
  }
}

/// The icon a product view shows while its product loads: a rounded square in the secondary
/// system fill.
nonisolated public struct AutomaticProductPlaceholderIcon: View {
  public init() {}
  public var body: some View {
    RoundedRectangle(cornerRadius: 12, style: .continuous).fill(Color(uiColor: .secondarySystemFill))
      .frame(width: 56, height: 56)
  }
}
