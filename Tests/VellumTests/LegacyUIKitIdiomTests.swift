import Foundation
import Testing
import Vellum

/// A search bar wrapped for SwiftUI, as an answer on Stack Overflow writes it and public
/// apps copy it.
struct IdiomSearchBar: UIViewRepresentable {
  @Binding var text: String

  final class Coordinator: NSObject, UISearchBarDelegate {
    @Binding var text: String
    init(text: Binding<String>) { _text = text }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { text = searchText }
  }

  func makeCoordinator() -> Coordinator { Coordinator(text: $text) }
  func makeUIView(context: Context) -> UISearchBar {
    let searchBar = UISearchBar(frame: .zero)
    searchBar.delegate = context.coordinator
    searchBar.searchBarStyle = .minimal
    return searchBar
  }
  func updateUIView(_ uiView: UISearchBar, context: Context) { uiView.text = text }
}

/// An amount field that formats differently while it is edited (iOS 13's initialiser).
struct IdiomAmountField: View {
  @State private var amount = 12.5
  @State private var isEditing = false
  private let formatter: NumberFormatter = {
    let formatter = NumberFormatter()
    formatter.minimumFractionDigits = 2
    return formatter
  }()
  var body: some View {
    TextField("0.00", value: $amount, formatter: formatter, onEditingChanged: { isEditing = $0 })
  }
}

@Suite struct LegacyUIKitIdiomTests {
  @Test @MainActor func aFormatterFieldWithAnEditingActionShowsTheFormattedValue() {
    let snapshot = LayoutSnapshot(of: IdiomAmountField(), proposal: ProposedViewSize(width: 300, height: 100))
    #expect(snapshot.frames(ofText: "12.50").count == 1, "\(snapshot)")
  }

  @Test func aSearchBarKeepsItsDelegateWeaklyAndItsText() {
    var text = "basil"
    let binding = Binding(get: { text }, set: { text = $0 })
    let coordinator = IdiomSearchBar.Coordinator(text: binding)
    let bar = UISearchBar(frame: .zero)
    bar.delegate = coordinator
    bar.delegate?.searchBar(bar, textDidChange: "mint")
    #expect(text == "mint", "the app's delegate method is the one called")
    #expect(
      bar.delegate?.searchBarShouldBeginEditing(bar) == true, "an optional method left out answers UIKit's default")
  }
}
