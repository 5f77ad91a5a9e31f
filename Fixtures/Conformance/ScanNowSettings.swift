import Vellum

/// ScanNow's settings `Form`: a text field, two menu pickers and a value row under "File";
/// two value rows and an image row under "About".
struct ScanNowSettings: View {
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    Form {
      Section(header: Text("File")) {
        TextField("Filename", text: .constant(""))
        Picker("File suffix", selection: .constant("None")) {
          ForEach(["None", "Counter", "Date and time"], id: \.self) { Text($0) }
        }
        Picker("Format", selection: .constant("PDF")) {
          ForEach(["PDF", "JPEG", "PNG"], id: \.self) { Text($0) }
        }
        HStack {
          Text("Example")
          Spacer()
          Text("Scan.pdf")
        }
      }
      Section(header: Text("About")) {
        HStack {
          Text("Write to us")
          Spacer()
          Image(systemName: "envelope")
        }
        HStack {
          // The GitHub mark (an asset, 29 × 28 pt of ink, white in dark mode): a ring of that size
          // stands in, so it is measured as ink, as the mark is, and not as a filled shape.
          Circle()
            .strokeBorder(
              colorScheme == .dark ? Color.white : Color(red: 0x24 / 255, green: 0x29 / 255, blue: 0x2F / 255),
              lineWidth: 8
            )
            .frame(width: 29.33, height: 28.33)
          Spacer()
          Text("WezSieTato/ScanNow")
        }
        HStack {
          Text("Version")
          Spacer()
          Text("1.0.0 (1)")
        }
      }
    }
  }
}

let scanNowSettingsIOS18 = ConformanceCase(
  "scannow-settings-ios18", width: 375, height: 812, safeArea: EdgeInsets(top: 50, leading: 0, bottom: 34, trailing: 0),
  knownDifference:
    "Inter at 16 pt sets “WezSieTato/ScanNow” 2 pt wider than SF Pro, so the separator that starts "
    + "at the text starts 2 pt left of iOS's (x 176.33 vs 178.33); the picker's chevrons are drawn as "
    + "iOS's (each 4.67 pt tall, 2.67 apart), but the measuring tool joins the down chevron to “PDF” "
    + "only through the row of the F's middle bar, which Inter sets a pixel higher than SF Pro, so "
    + "Vellum's down chevron measures as an ink box of its own (three boxes, iOS two); Inter's "
    + "parentheses in “1.0.0 (1)” reach lower"
) { ScanNowSettings() }

/// `scannow-settings-ios17`: the same settings `Form`, recorded on iOS 17.
let scanNowSettingsIOS17 = ConformanceCase(
  "scannow-settings-ios17", width: 375, height: 812, safeArea: EdgeInsets(top: 50, leading: 0, bottom: 34, trailing: 0),
  knownDifference:
    "Inter at 16 pt sets “WezSieTato/ScanNow” 2 pt wider than SF Pro, so the separator that starts "
    + "at the text starts 2 pt left of iOS's (x 176.33 vs 178.33); the measuring tool splits one of "
    + "the picker's chevrons from “PDF” on both, iOS 17's up chevron and Vellum's down one (Inter's F "
    + "sets its middle bar a pixel higher); Inter's parentheses in “1.0.0 (1)” reach lower"
) { ScanNowSettings() }

/// `scannow-settings-dark-ios18`: the same settings `Form` in dark mode.
let scanNowSettingsDarkIOS18 = ConformanceCase(
  "scannow-settings-dark-ios18", width: 375, height: 812,
  safeArea: EdgeInsets(top: 50, leading: 0, bottom: 34, trailing: 0),
  colorScheme: .dark,
  knownDifference:
    "Inter at 16 pt sets “WezSieTato/ScanNow” 2 pt wider than SF Pro, so the separator that starts "
    + "at the text starts 2 pt left of iOS's (x 176.33 vs 178.33); the picker's chevrons are drawn as "
    + "iOS's (each 4.67 pt tall, 2.67 apart), but the measuring tool joins the down chevron to “PDF” "
    + "only through the row of the F's middle bar, which Inter sets a pixel higher than SF Pro, so "
    + "Vellum's down chevron measures as an ink box of its own; Inter's parentheses in “1.0.0 (1)” "
    + "reach lower"
) { ScanNowSettings() }
