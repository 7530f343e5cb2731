import BarGuideCLI

BarGuideMain.run()
