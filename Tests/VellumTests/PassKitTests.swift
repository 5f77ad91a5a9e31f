import Foundation
import PassKit
import Testing
import Vellum
import VellumCairo

/// PassKit as an iPhone with no card and no Wallet answers it, and its buttons drawn as iOS
/// draws them.
@Suite struct PassKitTests {
  /// The classic checkout wrapper: a `PKPaymentButton` in a representable, its action bound
  /// with target–action (the `#selector` as `vellum preview` writes it).
  struct PaymentButton: UIViewRepresentable {
    final class Coordinator: NSObject {
      let button = PKPaymentButton(paymentButtonType: .checkout, paymentButtonStyle: .automatic)
      override init() {
        super.init()
        button.addTarget(self, action: Selector("callback:"), for: .touchUpInside)
      }
    }
    func makeCoordinator() -> Coordinator { Coordinator() }
    func makeUIView(context: Context) -> some UIView { context.coordinator.button }
    func updateUIView(_ uiView: UIViewType, context: Context) {}
  }

  final class Handler: NSObject, PKPaymentAuthorizationControllerDelegate {
    var finished = false
    func paymentAuthorizationControllerDidFinish(_ controller: PKPaymentAuthorizationController) { finished = true }
    func paymentAuthorizationController(
      _ controller: PKPaymentAuthorizationController, didAuthorizePayment payment: PKPayment,
      handler completion: @escaping (PKPaymentAuthorizationResult) -> Void
    ) { completion(PKPaymentAuthorizationResult(status: .success, errors: nil)) }
  }

  @Test func paymentsCannotBeMadeAndTheSheetIsNotShown() async throws {
    let request = PKPaymentRequest()
    request.merchantIdentifier = "merchant.com.example.shop"
    request.supportedNetworks = [.visa, .masterCard]
    request.merchantCapabilities = .threeDSecure
    request.paymentSummaryItems = [PKPaymentSummaryItem(label: "Sneakers", amount: NSDecimalNumber(string: "89.99"))]
    #expect(!PKPaymentAuthorizationController.canMakePayments(usingNetworks: request.supportedNetworks))
    let controller = PKPaymentAuthorizationController(paymentRequest: request)
    let handler = Handler()
    controller.delegate = handler
    var shown: Bool?
    controller.present { shown = $0 }
    #expect(shown == false && !handler.finished)
    #expect(await controller.present() == false)
    #expect(PKPaymentAuthorizationViewController(paymentRequest: request) == nil)
    let error = PKPaymentRequest.paymentContactInvalidError(
      withContactField: .postalAddress, localizedDescription: "No")
    #expect((error as NSError).domain == PKPaymentErrorDomain && (error as NSError).localizedDescription == "No")
  }

  @Test func theWalletHoldsNoPassAndReadsNone() {
    #expect(!PKPassLibrary.isPassLibraryAvailable() && PKPassLibrary().passes().isEmpty)
    #expect(throws: (any Error).self) { try PKPass(data: Data("not a pass".utf8)) }
    var status: PKPassLibraryAddPassesStatus?
    PKPassLibrary().addPasses([]) { status = $0 }
    #expect(status == .didCancelAddPasses)
  }

  @Test func theApplePayButtonIsBlackInLightAndWhiteInDark() throws {
    let renderer = try ImageRenderer()
    let view = VStack(spacing: 0) {
      PayWithApplePayButton(.checkout) {}.frame(height: 45)
      PaymentButton().frame(height: 45)
    }
    .frame(width: 300)
    for scheme in [ColorScheme.light, .dark] {
      let result = renderer.displayList(view, size: .unspecified, scale: 1, colorScheme: scheme)
      #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
      #expect(result.displayList.size == CGSize(width: 300, height: 90))
      let image = try renderer.pixels(result.displayList, scale: 1, colorScheme: scheme, parallel: false)
      let fill = image[6, 22]
      #expect(scheme == .light ? fill == (0, 0, 0, 255) : fill == (255, 255, 255, 255), "\(scheme): \(fill)")
      #expect(image[0, 0] != fill, "the corners are rounded: \(image[0, 0])")
      #expect(image[6, 67] == fill, "the wrapped PKPaymentButton is drawn as the button: \(image[6, 67])")
      #expect(image[0, 45] != fill, "its corners are rounded too: \(image[0, 45])")
      // The words: some pixels of the row through the middle are the label's colour.
      let words = (100..<200).filter { x in
        let pixel = image[x, 22]
        return scheme == .light ? pixel.r > 200 : pixel.r < 60
      }
      #expect(words.count > 5, "\(scheme): the label is drawn")
    }
  }

  @Test func theStyleModifierSetsTheColours() throws {
    let renderer = try ImageRenderer()
    let view = PayWithApplePayButton(.plain) {}.payWithApplePayButtonStyle(.whiteOutline)
      .frame(width: 200, height: 40)
    let result = renderer.displayList(view, size: .unspecified, scale: 1, colorScheme: .light)
    let image = try renderer.pixels(result.displayList, scale: 1, colorScheme: .light, parallel: false)
    #expect(image[10, 20] == (255, 255, 255, 255), "white inside")
    #expect(image[0, 20].r < 60 && image[0, 20].a == 255, "a black outline: \(image[0, 20])")
  }
}
