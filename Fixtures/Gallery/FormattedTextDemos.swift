import Foundation
import Vellum
import VellumPreview

/// Numbers, currencies and dates formatted for the environment's locale, as an order
/// summary shows them; relative dates and the timer count from a pinned "now".
struct FormattedTextDemo: View {
  /// Tuesday 14 November 2023, 22:13:20 GMT.
  static let now = Date(timeIntervalSince1970: 1_700_000_000)

  var body: some View {
    VStack(alignment: .leading, spacing: 20) {
      summary.environment(\.locale, Locale(identifier: "en_US"))
      Divider()
      summary.environment(\.locale, Locale(identifier: "de_DE"))
        .environment(\.timeZone, TimeZone(identifier: "Europe/Berlin")!)
    }
    .padding()
    .frame(maxWidth: .infinity, alignment: .leading)
    .environment(\.currentDate, Self.now)
  }

  var summary: some View {
    VStack(alignment: .leading, spacing: 6) {
      Text(Self.now, style: .date).font(.headline)
      row("Ordered", Text(Self.now, style: .time))
      row("Items", Text(1234, format: .number))
      row("Total", Text(1299.5, format: .currency(code: "EUR")).bold())
      row("Discount", Text(0.15, format: .percent))
      row("Arrives in", Text(Self.now.addingTimeInterval(2 * 3600 + 23 * 60), style: .relative))
      row("Shipped", Text(Self.now.addingTimeInterval(-3 * 86400), style: .offset))
      row("Offer ends", Text(Self.now.addingTimeInterval(152), style: .timer).monospaced())
    }
  }

  func row(_ title: String, _ value: Text) -> some View {
    HStack {
      Text(title).foregroundStyle(.secondary)
      Spacer()
      value
    }
  }
}

#Preview("Formatted Text") { FormattedTextDemo() }
