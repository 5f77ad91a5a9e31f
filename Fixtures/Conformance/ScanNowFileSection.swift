import Vellum

/// ScanNow's "File" settings section on its own: the filename field, the suffix and format
/// menu pickers and the example file name the three make.
struct ScanNowFileSection: View {
  var filename: String
  var suffix: String
  var format: String
  var example: String

  var body: some View {
    Section(header: Text("File")) {
      TextField("Filename", text: .constant(filename))
      Picker("File suffix", selection: .constant(suffix)) {
        ForEach(["None", "Counter", "Date and time"], id: \.self) { Text($0) }
      }
      Picker("Format", selection: .constant(format)) {
        ForEach(["PDF", "JPEG", "PNG"], id: \.self) { Text($0) }
      }
      HStack {
        Text("Example")
        Spacer()
        Text(example)
      }
    }
  }
}

/// `scannow-file-section-counter-ios18`: the "File" section alone in a `Form`, filename "Scan"
/// with the counter suffix, in a fixed 375 x 240 frame with no safe area, at Large (no device
/// traits: its "File suffix" has SF's 12 pt cap height at 17 pt).
let scanNowFileSectionCounterIOS18 = ConformanceCase(
  "scannow-file-section-counter-ios18", width: 375, height: 240, safeArea: EdgeInsets(), dynamicTypeSize: .large,
  knownDifference:
    "SF Pro's underscore in “Scan_0.pdf” stands apart from the letters (three ink boxes); Inter's "
    + "touches them (one box)"
) {
  Form {
    ScanNowFileSection(filename: "Scan", suffix: "Counter", format: "PDF", example: "Scan_0.pdf")
  }
}
