import Foundation
import StoreKit
import Testing
import Vellum
import VellumCairo

/// StoreKit from a preview that cannot reach the App Store: a tip jar finds no products, a
/// subscriber check finds no entitlements, purchases and sync fail, review requests do
/// nothing, and the store views are drawn loading.
@Suite struct StoreKitTests {
  @MainActor final class TipJar: ObservableObject {
    @Published var products: [Product] = []
    @Published var isSubscribed = false
    @Published var message = ""

    func load() async {
      do {
        products = try await Product.products(for: ["tip.small", "tip.large", "pro.monthly"])
        for await result in StoreKit.Transaction.currentEntitlements {
          if case .verified(let transaction) = result, transaction.revocationDate == nil { isSubscribed = true }
        }
        try await AppStore.sync()
      } catch StoreKitError.networkError(let error) {
        message = "Offline (\(error.code == .notConnectedToInternet))"
      } catch {
        message = "\(error)"
      }
    }
  }

  @Test @MainActor func aTipJarFindsNothingToSell() async throws {
    let jar = TipJar()
    await jar.load()
    #expect(jar.products.isEmpty && !jar.isSubscribed)
    #expect(jar.message == "Offline (true)")
    #expect(!AppStore.canMakePayments)
    #expect(await StoreKit.Transaction.latest(for: "pro.monthly") == nil)
    #expect(try await Product.SubscriptionInfo.status(for: "pro").isEmpty)
  }

  @Test func theUpdatesListenerWaitsUntilCancelled() async {
    let listener = Task {
      var count = 0
      for await _ in StoreKit.Transaction.updates { count += 1 }
      return count
    }
    try? await Task.sleep(nanoseconds: 50_000_000)
    listener.cancel()
    #expect(await listener.value == 0)
    var all = 0
    for await _ in StoreKit.Transaction.all { all += 1 }
    #expect(all == 0)
  }

  struct ReviewPrompt: View {
    @Environment(\.requestReview) var requestReview
    var body: some View {
      Button("Rate us") { requestReview() }
    }
  }

  @Test @MainActor func aReviewRequestDoesNothing() {
    EnvironmentValues().requestReview()
    let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
    #expect(scene != nil)
    if let scene { SKStoreReviewController.requestReview(in: scene) }
  }

  @Test func aProductViewIsDrawnLoadingWithItsPlaceholderIcon() throws {
    let renderer = try ImageRenderer()
    let view = ProductView(id: "tip.small") {
      Image(systemName: "cup.and.saucer")
    } placeholderIcon: {
      Color.orange.frame(width: 30, height: 30)
    }
    .frame(width: 200, height: 40)
    let result = renderer.displayList(view, size: .unspecified, scale: 1)
    let image = try renderer.pixels(result.displayList, scale: 1, colorScheme: .light)
    #expect(image[15, 20] == (255, 149, 0, 255), "the placeholder icon: \(image[15, 20])")
    #expect(!result.displayList.description.contains("Product name"), "the name is redacted")
  }
}
