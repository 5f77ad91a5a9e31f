import Vellum

/// A view that sells a group's subscriptions, as StoreKit's `SubscriptionStoreView` (iOS 17).
/// A preview loads no subscription, so it is drawn as iOS draws it while they load: the
/// marketing content the file gives, if any, at the top, and a spinner where the plans and
/// the subscribe button will be.
nonisolated public struct SubscriptionStoreView<MarketingContent: View>: View {
  let marketing: MarketingContent

  public init(groupID: String, @ViewBuilder marketingContent: () -> MarketingContent) {
    marketing = marketingContent()
  }

  public init(productIDs: some Collection<String>, @ViewBuilder marketingContent: () -> MarketingContent) {
    marketing = marketingContent()
  }

  public var body: some View {
    VStack(spacing: 0) {
      marketing
      ProgressView().frame(maxWidth: .infinity, maxHeight: .infinity)
    }
  }
}

extension SubscriptionStoreView where MarketingContent == EmptyView {
  public init(groupID: String) { self.init(groupID: groupID) { EmptyView() } }
  public init(productIDs: some Collection<String>) { self.init(productIDs: productIDs) { EmptyView() } }
}
