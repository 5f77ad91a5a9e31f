import Foundation
import Vellum

/// Date pickers at a fixed date (Monday 15 June 2026, 09:41 GMT): compact in two locales,
/// date only, and the graphical month.
struct ControlsDates: View {
  @State private var date = Date(timeIntervalSince1970: 1_781_516_460)

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      DatePicker("Starts", selection: $date)
      DatePicker("Beginnt", selection: $date).environment(\.locale, Locale(identifier: "de_DE"))
      DatePicker("Birthday", selection: $date, displayedComponents: .date)
      DatePicker("Alarm", selection: $date, displayedComponents: .hourAndMinute).disabled(true)
      DatePicker("Day", selection: $date, displayedComponents: .date).datePickerStyle(.graphical)
    }
    .padding()
  }
}

#Preview("ControlsDates") { ControlsDates() }
