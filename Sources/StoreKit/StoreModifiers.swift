import Vellum

/// The buttons a store view may show beside its products (accepted).
public struct StoreButtonKind: Hashable, Sendable {
  let name: String
  public static let cancellation = StoreButtonKind(name: "cancellation")
  public static let restorePurchases = StoreButtonKind(name: "restorePurchases")
  public static let redeemCode = StoreButtonKind(name: "redeemCode")
  public static let signIn = StoreButtonKind(name: "signIn")
  public static let policies = StoreButtonKind(name: "policies")
}

/// How a subscription store lays out its plans (accepted).
public struct SubscriptionStoreControlStyle: Hashable, Sendable {
  let name: String
  public static let automatic = SubscriptionStoreControlStyle(name: "automatic")
  public static let picker = SubscriptionStoreControlStyle(name: "picker")
  public static let buttons = SubscriptionStoreControlStyle(name: "buttons")
  public static let prominentPicker = SubscriptionStoreControlStyle(name: "prominentPicker")
  public static let pagedPicker = SubscriptionStoreControlStyle(name: "pagedPicker")
  public static let pagedProminentPicker = SubscriptionStoreControlStyle(name: "pagedProminentPicker")
  public static let compactPicker = SubscriptionStoreControlStyle(name: "compactPicker")
}

/// How a product view lays out a product (accepted).
public struct ProductViewStyle: Hashable, Sendable {
  let name: String
  public static let automatic = ProductViewStyle(name: "automatic")
  public static let compact = ProductViewStyle(name: "compact")
  public static let regular = ProductViewStyle(name: "regular")
  public static let large = ProductViewStyle(name: "large")
}

// StoreKit's modifiers for its views and sheets. The views are drawn loading, before any
// button or plan is shown, and a preview presents no sheet, so each is accepted and changes
// nothing drawn.
nonisolated extension View {
  public func storeButton(_ visibility: Visibility, for buttonKinds: StoreButtonKind...) -> some View { self }
  public func subscriptionStoreControlStyle(_ style: SubscriptionStoreControlStyle) -> some View { self }
  public func productViewStyle(_ style: ProductViewStyle) -> some View { self }
  public func subscriptionStoreButtonLabel(_ label: SubscriptionStoreButtonLabel) -> some View { self }
  public func subscriptionStorePolicyDestination(url: URL, for policy: SubscriptionStorePolicyKind) -> some View {
    self
  }
  /// The sheet to manage subscriptions; never shown.
  public func manageSubscriptionsSheet(isPresented: Binding<Bool>) -> some View { self }
  /// The sheet to redeem an offer code; never shown, and `onCompletion` never called.
  public func offerCodeRedemption(
    isPresented: Binding<Bool>, onCompletion: @escaping (Result<Void, any Error>) -> Void = { _ in }
  ) -> some View { self }
  /// Called when a store view's purchase completes; never, in a preview.
  public func onInAppPurchaseCompletion(
    perform action: @escaping (Product, Result<Product.PurchaseResult, any Error>) async -> Void
  ) -> some View { self }
}

/// What a subscription store's button says (accepted).
public struct SubscriptionStoreButtonLabel: Hashable, Sendable {
  let name: String
  public static let automatic = SubscriptionStoreButtonLabel(name: "automatic")
  public static let action = SubscriptionStoreButtonLabel(name: "action")
  public static let price = SubscriptionStoreButtonLabel(name: "price")
  public static let displayName = SubscriptionStoreButtonLabel(name: "displayName")
  public static let multiline = SubscriptionStoreButtonLabel(name: "multiline")
  public static let singleLine = SubscriptionStoreButtonLabel(name: "singleLine")
}

/// A policy a subscription store links to (accepted).
public struct SubscriptionStorePolicyKind: Hashable, Sendable {
  let name: String
  public static let privacyPolicy = SubscriptionStorePolicyKind(name: "privacyPolicy")
  public static let termsOfService = SubscriptionStorePolicyKind(name: "termsOfService")
}
