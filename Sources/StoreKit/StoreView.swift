import Vellum

/// A view that sells a list of products, as StoreKit's `StoreView` (iOS 17). A preview loads
/// no product, so it is drawn as a store that is still loading: a spinner in the middle of
/// the space it is offered.
nonisolated public struct StoreView<Icon: View, PlaceholderIcon: View>: View {
  public init(
    ids productIDs: some Collection<String>, prefersPromotionalIcon: Bool = false,
    @ViewBuilder icon: @escaping (Product) -> Icon,
    @ViewBuilder placeholderIcon: () -> PlaceholderIcon
  ) {}

  public var body: some View {
    ProgressView().frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

extension StoreView where Icon == EmptyView, PlaceholderIcon == AutomaticProductPlaceholderIcon {
  public init(ids productIDs: some Collection<String>, prefersPromotionalIcon: Bool = false) {
    self.init(ids: productIDs, icon: { _ in EmptyView() }, placeholderIcon: { AutomaticProductPlaceholderIcon() })
  }
}

extension StoreView where PlaceholderIcon == AutomaticProductPlaceholderIcon {
  public init(
    ids productIDs: some Collection<String>, prefersPromotionalIcon: Bool = false,
    @ViewBuilder icon: @escaping (Product) -> Icon
  ) {
    self.init(ids: productIDs, icon: icon, placeholderIcon: { AutomaticProductPlaceholderIcon() })
  }
}

extension StoreView where Icon == EmptyView, PlaceholderIcon == EmptyView {
  /// Products already loaded (none can be, in a preview).
  public init(products: some Collection<Product>, prefersPromotionalIcon: Bool = false) {
    self.init(ids: products.map(\.id), icon: { _ in EmptyView() }, placeholderIcon: { EmptyView() })
  }
}
